import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Alert } from '@/components/ui/alert';

/**
 * The upgrade notice of the cost pages (docs/spec §6: cost estimation needs Professional); /cost-analysis
 * shows it in place of the run button, /budget-planning in place of the planner.
 */
export function ProfessionalGate() {
  return (
    <Alert variant="warning">
      <Lock aria-hidden="true" />
      <div>
        <p>Cost estimation is available on the Professional plan and above.</p>
        <Link to="/pricing" className="font-semibold underline">
          See plans
        </Link>
      </div>
    </Alert>
  );
}
