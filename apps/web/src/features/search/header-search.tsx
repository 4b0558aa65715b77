// Stub: the header search (spec section 2, "Header search") replaces this.
export function HeaderSearch() {
  return null;
}
