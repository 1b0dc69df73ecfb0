import { ButtonLink } from '../button-link';

/** One or two button links; the first is the primary action. */
export function ActionLinks({ actions }: { actions: { label: string; href: string }[] }) {
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {actions.map((action, index) => (
        <ButtonLink
          key={action.href}
          href={action.href}
          variant={index === 0 ? 'primary' : 'secondary'}
        >
          {action.label}
        </ButtonLink>
      ))}
    </div>
  );
}
