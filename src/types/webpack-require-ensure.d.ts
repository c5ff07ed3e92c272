// webpack's require.ensure (https://webpack.js.org/api/module-methods/#requireensure): loads the chunk
// holding `dependencies` but evaluates only what the callback requires.
declare namespace NodeJS {
  interface Require {
    ensure(dependencies: string[], callback: (require: Require) => void, errorCallback?: (error: Error) => void, chunkName?: string): void;
  }
}
