export declare const serverEntries: Record<'main' | 'worker' | 'migrate' | 'backup' | 'restore', string>
export declare const threadEntries: Record<'held', string>
export declare const serverDistDir: string
