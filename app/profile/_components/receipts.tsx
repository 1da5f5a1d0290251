import { formatNaira } from "@/lib/payments/money";

type Receipt = {
  id: string;
  txRef: string;
  amount: number;
  paymentType: string | null;
  verifiedAt: Date | null;
  createdAt: Date;
  course: { id: string; title: string };
};

const dateFormat = new Intl.DateTimeFormat("en-NG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Africa/Lagos",
});
const methodLabels: Record<string, string> = {
  card: "Card",
  mobilemoney: "Mobile money",
  ussd: "USSD",
  banktransfer: "Bank transfer",
  bank_transfer: "Bank transfer",
};

/** The student's payment receipts: what they paid, for which course, with the reference support asks for. */
export function Receipts({ receipts }: { receipts: Receipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <section className="mt-12" data-testid="receipts">
      <h2 className="text-2xl font-bold">Payment Receipts</h2>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
        {receipts.map((r) => (
          <li
            key={r.id}
            className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm"
            data-testid="receipt"
          >
            <div>
              <p className="font-semibold">{r.course.title}</p>
              <p className="text-slate-500 dark:text-slate-400">
                Ref <span className="font-mono">{r.txRef}</span> · {dateFormat.format(r.verifiedAt ?? r.createdAt)}
                {r.paymentType ? ` · ${methodLabels[r.paymentType] ?? r.paymentType}` : ""}
              </p>
            </div>
            <p className="text-base font-bold">{formatNaira(r.amount)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
