/** The shop's own home page: its content is the shop's, not Shopfront's. */
export function HomePage() {
  return (
    <>
      <title>Nordhem</title>
      <h1>Nordhem</h1>
      <p>Kitchen and home appliances, made to last.</p>
    </>
  );
}
