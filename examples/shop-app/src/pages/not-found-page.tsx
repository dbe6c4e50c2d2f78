/** The shop's own page for an address it has no page for. */
export function NotFoundPage() {
  return (
    <>
      <title>Page not found | Nordhem</title>
      <h1>Page not found</h1>
    </>
  );
}
