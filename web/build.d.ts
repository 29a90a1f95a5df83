// web/build.js is written by build.py: the build id and the content-hashed runtime files.
export const BUILD: {
  id: string;
  pyodide: string;
  stdlib: string;
  lock: string;
  posy: string;
  snapshot: { [key: string]: any } | null;
};
