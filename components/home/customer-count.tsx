// The customer-count section (the marketing figures): happy customers,
// products delivered, loyal customers.
import { texts } from '@/lib/texts';
import { homeTexts } from '@/lib/texts/home';

export function CustomerCount() {
  const count = texts.customerCount;
  const figures = [
    { value: count.happy, label: count.happyLabel },
    { value: count.delivered, label: count.deliveredLabel },
    { value: count.loyal, label: count.loyalLabel },
  ];
  return (
    <section aria-labelledby="customer-count-heading" className="bg-secondary text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 text-center desk:py-12">
        <h2 id="customer-count-heading" className="text-xl font-bold tracking-tight desk:text-2xl">
          {homeTexts.customerCountHeading}
        </h2>
        <p className="mt-1 text-sm text-white/70">{texts.tagLine}</p>
        <dl className="mt-6 grid grid-cols-3 gap-2 desk:mt-8 desk:gap-6">
          {figures.map((figure) => (
            <div key={figure.label} className="count-figure">
              <dt className="count-label">{figure.label}</dt>
              <dd className="count-value">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
