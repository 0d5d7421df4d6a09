export default function Home() {
  return (
    <main>
      <h1>Get started by editing app/page.js</h1>
      <p>
        This is a plain Next.js page: a heading and a paragraph of text, no web font and no CSS framework. The benchmark
        measures it beside the application pages in the same run, so what the app adds over Next and React themselves is
        what the comparison shows.
      </p>
    </main>
  );
}
