export declare const PERFORMANCE_DOC: string;
export declare function loadAtStart(): number;
export declare function replaceSection(text: string, name: string, body: string): string;
export declare function sectionOf(text: string, name: string): string | null;
export declare function writeDocSection(name: string, body: string, file?: string): void;
export declare function machineLine(load: number, now?: Date): string;
export declare function markdownTable(
  columns: readonly { title: string; right?: boolean }[],
  rows: readonly (readonly (string | number)[])[],
): string;
