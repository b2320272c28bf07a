import { inter } from "./fonts";
import "./globals.css";

// Reached only for paths outside every locale (the locale rewrites send everything
// else to [locale]/not-found.tsx). English, the default locale, is the only choice here.
export default function GlobalNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="font-sans">
        <main className="mx-auto max-w-3xl px-4 py-24">
          <title>Page not found</title>
          <h1 className="text-4xl font-bold">We couldn't find that page</h1>
          <p className="mt-4">
            <a href="/" className="font-semibold text-blue-800 underline">
              Go to the home page
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
