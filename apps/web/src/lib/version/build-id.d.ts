/** The id of the running client build, defined by Vite (`define`), compared with /builds/latest.json. */
declare const __BUILD_ID__: string;
