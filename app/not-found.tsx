import Link from "next/link";

export const metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link className="font-medium text-primary underline underline-offset-4" href="/">
        Back to the homepage
      </Link>
    </main>
  );
}
