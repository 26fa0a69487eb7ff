/** 中文 wordings: placeholder until the Chinese catalogue lands (another branch writes it); replace it whole. */
export const zhWordings: Record<string, string> = {};
