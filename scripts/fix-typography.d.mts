export const NNBSP: string;
export function fixFrench(message: string): string;
export function fixJsonText(source: string, fix?: (message: string) => string): string;
