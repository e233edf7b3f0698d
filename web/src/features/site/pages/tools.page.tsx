import { Link } from 'react-router';
import {
  Armchair,
  Calculator,
  Eraser,
  Lightbulb,
  Map,
  PiggyBank,
  Share2,
  Sofa,
  WandSparkles,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { modeCosts } from '@roomcraft/contracts/credits';
import { Button } from '@/components/ui/button';
import { useSession } from '@/features/session/session.queries';
import { usePageTitle } from '@/lib/use-page-title';
import { MarketingHero, MarketingPage, MarketingSection, startTarget } from '../components/marketing';
import { featureByPath, uploadFacts } from '../site.marketing';

interface Tool {
  name: string;
  icon: LucideIcon;
  toolPath: string;
  text: string;
  cost: string;
  plan?: string;
  /** Its feature page, when it has one. */
  featurePath?: string;
}

const fromFeature = (path: string, icon: LucideIcon, text?: string): Tool => {
  const feature = featureByPath(path);
  if (!feature) throw new Error(`no feature page ${path}`);
  return {
    name: feature.name,
    icon,
    toolPath: feature.toolPath,
    text: text ?? feature.lead,
    cost: feature.cost,
    plan: feature.plan,
    featurePath: feature.path,
  };
};

/** The design tools (the studio's modes) and the planning and sharing tools around them. */
const designTools: Tool[] = [
  fromFeature('/features/ideation-mode', Lightbulb),
  {
    name: 'Visualize',
    icon: WandSparkles,
    toolPath: '/visualize',
    text: "Edit a room with text prompts: describe a change in plain words, like 'paint the walls sage', and paint over an area to change only that part. Each edit is kept as a new version.",
    cost: `${modeCosts.visualize} credit per edit.`,
  },
  fromFeature('/features/compose-mode', Sofa),
  fromFeature('/features/virtual-staging', Armchair),
  fromFeature('/features/decluttering', Eraser),
  fromFeature('/features/floor-plan-mode', Map),
];

const planningTools: Tool[] = [
  fromFeature('/features/cost-analysis', Calculator),
  fromFeature('/features/budget-planning', PiggyBank),
  fromFeature('/features/share-collaborate', Share2),
];

function ToolCard({ tool, signedIn }: { tool: Tool; signedIn: boolean }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border bg-card p-5">
      <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary-text">
        <tool.icon className="size-5" aria-hidden="true" />
      </span>
      <h3 className="text-lg font-semibold">{tool.name}</h3>
      <p className="text-muted-foreground">{tool.text}</p>
      <p className="text-sm">
        <span className="font-semibold">Credits: </span>
        {tool.cost}
        {tool.plan && (
          <>
            {' '}
            <span className="font-semibold">Plan: </span>
            {tool.plan}.
          </>
        )}
      </p>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <Button asChild>
          <Link to={startTarget(tool.toolPath, signedIn)} aria-label={`Open ${tool.name}`}>
            Open
          </Link>
        </Button>
        {tool.featurePath && (
          <Button asChild variant="outline">
            <Link to={tool.featurePath} aria-label={`Learn more about ${tool.name}`}>
              Learn more
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}

/** /tools: every design tool with what it does, its credits, and links to the tool and its feature page. */
export function ToolsPage() {
  usePageTitle('Design tools');
  const signedIn = useSession().status === 'signed-in';
  return (
    <MarketingPage>
      <MarketingHero
        title="Design tools"
        lead={`The design tools start from a photo of your room or a floor plan (${uploadFacts}) and keep your walls, windows and floor, so before and after line up. New accounts get 5 welcome credits; credits never expire.`}
      />
      <MarketingSection id="tools-design" title="Design your room">
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {designTools.map((tool) => (
            <ToolCard key={tool.toolPath} tool={tool} signedIn={signedIn} />
          ))}
        </ul>
      </MarketingSection>
      <MarketingSection id="tools-plan" title="Plan and share">
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {planningTools.map((tool) => (
            <ToolCard key={tool.toolPath} tool={tool} signedIn={signedIn} />
          ))}
        </ul>
      </MarketingSection>
      <p className="mt-12 max-w-3xl text-muted-foreground">
        Credit packs and plans are on the{' '}
        <Link to="/pricing" className="font-medium text-primary-text underline underline-offset-4">
          pricing page
        </Link>
        . The credits of a failed request come back to your balance.
      </p>
    </MarketingPage>
  );
}

export default ToolsPage;
