import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { StudioErrorBoundary } from '@/features/errors/components/studio-error-boundary';
import { InteriorDesignStudio, StudioUploadArea } from '@/features/studio/components/interior-design-studio';
import { hasStudioIntent, useStudio } from '@/features/studio/use-studio';

/**
 * The studio part of the home page, loaded after the hero (ADR 021): the upload area, or the whole
 * Interior Design Studio once an image is chosen. Tells the page when the studio takes over.
 */
export function HomeStudio({
  signedIn,
  onActiveChange,
}: {
  signedIn: boolean;
  onActiveChange: (active: boolean) => void;
}) {
  const location = useLocation();
  const studio = useStudio();
  useEffect(() => onActiveChange(studio.active), [studio.active, onActiveChange]);
  // Spec section 4: a signed-in user at / with nothing for the studio to open goes to the dashboard.
  if (signedIn && !studio.active && !hasStudioIntent(location)) return <Navigate to="/dashboard" replace />;
  if (studio.active) {
    return (
      <StudioErrorBoundary studio="Interior Design Studio">
        <InteriorDesignStudio studio={studio} />
      </StudioErrorBoundary>
    );
  }
  return (
    <StudioErrorBoundary studio="Interior Design Studio">
      <StudioUploadArea studio={studio} />
    </StudioErrorBoundary>
  );
}

export default HomeStudio;
