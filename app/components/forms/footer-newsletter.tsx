/** The footer's Stay Updated form. Submission arrives with the forms work (issue 6). */
export function FooterNewsletter() {
  return (
    <form className="flex flex-col gap-2 sm:flex-row" onSubmit={(event) => event.preventDefault()} noValidate>
      <label htmlFor="footer-newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="footer-newsletter-email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="Your email"
        className="h-11 min-w-0 rounded-full sm:flex-1 border border-white/20 bg-white/10 px-4 text-sm text-white placeholder:text-glacier-200"
      />
      <button
        type="submit"
        className="h-11 rounded-full bg-aurora-300 px-5 text-sm font-semibold text-night-950 hover:bg-aurora-400"
      >
        Subscribe
      </button>
    </form>
  );
}
