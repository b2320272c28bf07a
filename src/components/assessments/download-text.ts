/** Saves `text` as a plain-text file in the browser (no server call). */
export function downloadTextFile(fileName: string, text: string): void {
  const blob = new Blob([text], { type: "text/plain;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = "noopener";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke after the browser has picked the download up.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
