/** Questions a reader is likely to have, each answered in full (no toggles: readable without JS). */
export function QuestionList({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <dl className="max-w-prose divide-y divide-line">
      {items.map((item) => (
        <div key={item.question} className="py-5 first:pt-0 last:pb-0">
          <dt className="font-semibold text-ink">{item.question}</dt>
          {/* A paragraph, so site search reads the answer as a sentence apart from the question. */}
          <dd className="mt-2 text-base leading-7 text-muted">
            <p>{item.answer}</p>
          </dd>
        </div>
      ))}
    </dl>
  );
}
