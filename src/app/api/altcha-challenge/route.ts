import { createProofChallengeHandler } from "@/leads/intake/proof-challenge-handler";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

export const GET = createProofChallengeHandler();
