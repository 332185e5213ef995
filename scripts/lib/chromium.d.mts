export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: readonly string[];
export declare const STABLE_RENDER_FLAGS: readonly string[];
