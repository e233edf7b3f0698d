// Written by server/scripts/make-examples.ts (npm run examples -w server): do not edit by hand.
import type { ExampleTransformation } from './examples.types';

export const exampleTransformations: ExampleTransformation[] = [
  {
    id: 'scandinavian-living-room',
    category: 'living-room',
    title: 'Scandinavian living room',
    style: 'Scandinavian',
    roomType: 'living-room',
    prompt: 'Light and calm, with soft sage green walls',
    description:
      'Walls painted soft sage green #B5C3A5 over 39 % of the image. Upholstery and other fabrics recoloured Oatmeal #D9CDB8 over 15 % of the image.',
    ideaTitle: 'Calm Scandinavian Living Room',
    before: {
      src: '/examples/scandinavian-living-room-before.webp',
      width: 1024,
      height: 614,
      alt: 'Before: a furnished modern living room with a sofa, an egg chair and artwork',
    },
    after: {
      src: '/examples/scandinavian-living-room-after.webp',
      width: 1024,
      height: 614,
      alt: 'After, Scandinavian style: walls painted soft sage green #B5C3A5 over 39 % of the image. Upholstery and other fabrics recoloured Oatmeal #D9CDB8 over 15 % of the image.',
    },
    credit: 'Photo: pxhere.com/en/photo/1367038 (CC0), via github.com/shandutta/homematch-v2',
    engine: 'roomcraft-local-1',
  },
  {
    id: 'coastal-living-room',
    category: 'living-room',
    title: 'Coastal living room with big windows',
    style: 'Coastal',
    roomType: 'living-room',
    prompt: 'Airy coastal feel with pale blue walls',
    description:
      'Walls painted pale blue #CFE0EA over 9 % of the image. Upholstery and other fabrics recoloured Sailcloth White #F2EFE6 over 19 % of the image.',
    ideaTitle: 'Calm Coastal Living Room',
    before: {
      src: '/examples/coastal-living-room-before.webp',
      width: 800,
      height: 533,
      alt: 'Before: a living and dining room with large windows',
    },
    after: {
      src: '/examples/coastal-living-room-after.webp',
      width: 800,
      height: 533,
      alt: 'After, Coastal style: walls painted pale blue #CFE0EA over 9 % of the image. Upholstery and other fabrics recoloured Sailcloth White #F2EFE6 over 19 % of the image.',
    },
    credit:
      'Photo: Unsplash photo-1560448204-e02f11c3d0e2 (Unsplash License), via github.com/etewiah/property_web_builder',
    engine: 'roomcraft-local-1',
  },
  {
    id: 'minimalist-home-office',
    category: 'office',
    title: 'Minimalist home-office corner',
    style: 'Minimalist',
    roomType: 'home-office',
    prompt: 'Calm and uncluttered with soft white walls',
    description: 'Walls painted soft white #F6F6F4 over 23 % of the image.',
    ideaTitle: 'Refreshed Minimalist Home Office',
    before: {
      src: '/examples/minimalist-home-office-before.webp',
      width: 800,
      height: 595,
      alt: 'Before: a living room with many plants and a desk with an office chair in the corner',
    },
    after: {
      src: '/examples/minimalist-home-office-after.webp',
      width: 800,
      height: 595,
      alt: 'After, Minimalist style: walls painted soft white #F6F6F4 over 23 % of the image.',
    },
    credit:
      'Photo: Unsplash photo-1502672260266-1c1ef2d93688 (Unsplash License), via github.com/etewiah/property_web_builder',
    engine: 'roomcraft-local-1',
  },
];
