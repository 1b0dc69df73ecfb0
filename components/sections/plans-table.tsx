/**
 * Plans compared: a column for each plan, its name over its price, and a row for each thing
 * they include. A phone too narrow for the columns scrolls the table sideways inside its box, not
 * the page; the box then takes the keyboard's focus, so it scrolls from the keyboard too.
 */
export function PlansTable({
  heading,
  feature,
  plans,
  rows,
}: {
  heading: string;
  feature: string;
  plans: { name: string; price: string }[];
  rows: { feature: string; values: string[] }[];
}) {
  return (
    <div className="plans-table" tabIndex={0} role="group" aria-label={heading}>
      <table>
        <thead>
          <tr>
            <th scope="col" className="text-muted">
              {feature}
            </th>
            {plans.map((plan) => (
              <th key={plan.name} scope="col">
                <span className="block text-lg text-ink">{plan.name}</span>
                <span className="plan-price">{plan.price}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td key={plans[index]?.name ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
