import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';
import { categoryLabels, exampleCategories } from '../examples.models';

/** Links to all examples and to each of the six categories. */
export function ExamplesNav() {
  const link = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-9 items-center rounded-full border px-3 text-sm font-medium transition-colors',
      isActive ? 'border-primary bg-primary-soft text-primary-text' : 'bg-card hover:bg-hover',
    );
  return (
    <nav aria-label="Example categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <NavLink to="/examples" end className={link}>
            All
          </NavLink>
        </li>
        {exampleCategories.map((category) => (
          <li key={category}>
            <NavLink to={`/examples/${category}`} className={link}>
              {categoryLabels[category]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
