import { Suspense } from "react";
import Link from "@/components/layout/Link";
import { BookHeart, Infinity as InfinityIcon, Brain } from "lucide-react";
import { FormSkeleton } from "@/components/auth/AuthShell";
import { MoonMark } from "@/components/layout/Logo";
import { pageMetadata } from "@/lib/seo/metadata";
import { RegisterForm } from "./RegisterForm";
import { ROUTES } from "@/lib/routes";

export const metadata = pageMetadata({
  title: "Create Your Account",
  description: "Create a free Oneira account: save every interpretation to your private DreamLog and discover the patterns in your dreams.",
  path: ROUTES.register,
});

const benefits = [
  { icon: BookHeart, title: "Personal DreamLog", text: "Every interpretation saved privately, searchable and yours alone." },
  { icon: InfinityIcon, title: "Unlimited Interpretations", text: "With the lifetime plan, interpret as many dreams as you have." },
  { icon: Brain, title: "Advanced AI Analysis", text: "Readings that learn your recurring symbols, feelings and themes." },
];

export default function RegisterPage() {
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-14 sm:py-20 lg:grid-cols-[1fr_0.9fr] lg:items-start">
      <div className="card p-6 sm:p-8">
        <div className="mb-6 text-center">
          <MoonMark className="mx-auto h-10 w-10" />
          <h1 className="mt-4 font-serif text-3xl text-mist-50">Create your account</h1>
          <p className="mt-2 text-sm text-mist-300">Free forever. One interpretation a day, and a journal that remembers.</p>
        </div>
        <Suspense fallback={<FormSkeleton fields={4} />}>
          <RegisterForm />
        </Suspense>
      </div>
      <aside
        aria-labelledby="benefits-title"
        className="rounded-2xl border border-night-700 bg-gradient-to-br from-aurora-700/25 to-night-800/40 p-6 sm:p-8"
      >
        <h2 id="benefits-title" className="font-serif text-2xl text-mist-50">
          Why create an account?
        </h2>
        <ul className="mt-6 space-y-5">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-night-900/70">
                <Icon className="h-5 w-5 text-moon-400" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-mist-50">{title}</h3>
                <p className="mt-1 text-sm text-mist-300">{text}</p>
              </div>
            </li>
          ))}
        </ul>
        <Link href={ROUTES.upgrade} className="btn-secondary mt-8 w-full">
          Get Unlimited Access
        </Link>
      </aside>
    </section>
  );
}
