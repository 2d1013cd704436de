export interface RunProgressProps {
  /** 0 to 100 */
  value: number;
  /** the bar's accessible name */
  label: string;
}

/** A scraping run's progress: a bar and "N% complete". */
export function RunProgress({ value, label }: RunProgressProps) {
  return (
    <div className="mt-5">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700">{value}% complete</p>
    </div>
  );
}
