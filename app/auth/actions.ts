"use server";

import { revalidatePath } from "next/cache";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type SignOutResult = { ok: true } | { ok: false; message: string };

/** Ends the session everywhere (global scope) and clears the cookies. */
export async function signOutAction(): Promise<SignOutResult> {
  try {
    const supabase = await createSupabaseServerClient();
    const { error } = await supabase.auth.signOut({ scope: "global" });
    if (error && error.status !== 401 && error.status !== 403) {
      return { ok: false, message: "An error occurred during sign out" };
    }
    revalidatePath("/", "layout");
    return { ok: true };
  } catch {
    return { ok: false, message: "An error occurred during sign out" };
  }
}
