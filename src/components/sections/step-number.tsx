/** The numbered disc of an ordered step (timelines, next steps, the guarantee's steps); decorative: the list is an <ol>. */
export function StepNumber({ n, size = "md" }: { n: number; size?: "sm" | "md" | "lg" }) {
  const box = { sm: "h-6 w-6 text-xs", md: "h-8 w-8 text-sm", lg: "h-9 w-9 text-sm" }[size];
  return (
    <span aria-hidden="true" className={`flex ${box} shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}>
      {n}
    </span>
  );
}
