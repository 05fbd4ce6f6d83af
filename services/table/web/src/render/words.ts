/** A member name as words: "turnTotal" reads "turn total", "attack_kind" reads "attack kind". */
export function words(name: string): string {
  return name.replace(/_/g, " ").replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}
