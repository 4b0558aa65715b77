/** Branches and distinct states (spec section 1, the sidebar's system-status box). */
export function locationSummary(locations: readonly { state?: string | null }[]) {
  const states = new Set(
    locations
      .map((location) => location.state?.trim().toLowerCase())
      .filter((state): state is string => !!state),
  );
  return { branches: locations.length, states: states.size };
}
