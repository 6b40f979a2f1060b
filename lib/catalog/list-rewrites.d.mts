export declare const listStateKeys: string[];
export declare const filteredListPrefix: string;
export declare const filterableListRoutes: string[];
export declare function listRewrites(): { source: string; has: { type: 'query'; key: string }[]; destination: string }[];
