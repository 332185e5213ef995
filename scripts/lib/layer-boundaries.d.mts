export interface LayerRules {
  /** The app's source folder (an absolute path, or relative to the working directory). */
  srcDir: string;
  /** The folder, relative to srcDir, whose sub-folders are areas that never import each other. */
  areasDir: string;
  /** For a top-level folder of srcDir, the top-level folders (or files, without extension) it must not import. */
  below?: Record<string, readonly string[]>;
}

export interface LayerViolations {
  /** The areas found under areasDir, sorted. */
  areas: string[];
  /** Imports of a part that sits above the importer, as `file -> specifier`. */
  upward: string[];
  /** Imports of another area, as `file -> specifier`. */
  crossArea: string[];
}

export function layerViolations(rules: LayerRules): LayerViolations;
