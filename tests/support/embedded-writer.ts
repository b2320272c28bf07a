import { openMigratedDatabase } from "@/db/connection";

/**
 * Child process for src/db/data-dir-lock.test.ts: opens the embedded database
 * in argv[2] the way the server does and writes leads one by one, printing
 * `ready` once open and `ack <email>` after each insert returned (what the API
 * answers 201 on) until a line arrives on stdin, then closes the database.
 * With argv[3] = "hold" it only opens and waits for that line.
 */
async function main() {
  const dir = process.argv[2];
  if (!dir) throw new Error("usage: embedded-writer <dataDir> [hold|count]");
  const mode = process.argv[3] ?? "write";
  let db: Awaited<ReturnType<typeof openMigratedDatabase>>;
  try {
    db = await openMigratedDatabase({ dataDir: dir });
  } catch (error) {
    process.stdout.write(`refused ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 3;
    return;
  }
  process.stdout.write("ready\n");
  if (mode === "hold") {
    await new Promise((resolve) => process.stdin.once("data", resolve));
  } else {
    let stop = false;
    process.stdin.once("data", () => {
      stop = true;
    });
    for (let i = 0; i < 100_000 && !stop; i++) {
      const email = `w${process.pid}-${i}@example.com`;
      await db.prisma.lead.create({ data: { form: "newsletter", email, company: "-", locale: "en" } });
      process.stdout.write(`ack ${email}\n`);
    }
  }
  await db.close();
  // Stop reading stdin, or the open pipe keeps the process alive.
  process.stdin.destroy();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exitCode = 1;
});
