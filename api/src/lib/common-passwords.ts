/**
 * The most common passwords of at least 8 characters (shorter ones already fail the length rule),
 * from public breach-frequency lists. A short list on purpose: it catches what attackers try first.
 */
// prettier-ignore
export const COMMON_PASSWORDS = new Set([
  "password", "12345678", "123456789", "1234567890", "qwertyuiop", "iloveyou", "11111111", "00000000",
  "password1", "password123", "passw0rd", "p@ssw0rd", "p@ssword", "qwerty123", "qwerty12", "1q2w3e4r",
  "1q2w3e4r5t", "1qaz2wsx", "zaq12wsx", "abc12345", "abcd1234", "12341234", "87654321", "88888888",
  "12344321", "11223344", "123123123", "987654321", "sunshine", "princess", "football", "baseball",
  "welcome1", "welcome123", "superman", "trustno1", "starwars", "whatever", "dragon123", "monkey123",
  "letmein1", "letmein123", "master123", "computer", "michelle", "jennifer", "corvette", "mercedes",
  "internet", "qwertyui", "asdfghjk", "asdfghjkl", "zxcvbnm1", "zxcvbnmm", "q1w2e3r4", "q1w2e3r4t5",
  "aaaaaaaa", "changeme", "admin123", "administrator", "default1", "secret123", "shadow12", "charlie1",
  "football1", "baseball1", "jordan23", "liverpool", "chelsea1", "arsenal1", "pokemon1", "minecraft",
  "samsung1", "iloveyou1", "iloveyou2", "lovely123", "michael1", "ashley12", "nicole12", "daniel12",
  "jessica1", "matthew1", "hello123", "helloworld", "freedom1", "whatever1", "1234qwer", "qwer1234",
  "123qweasd", "qweasdzxc", "1qazxsw2", "password!", "password12", "password1234", "123456789a",
  "a123456789", "12qwaszx", "qazwsxedc", "target123", "tinkle123", "gwerty123", "777777777",
  "666666666", "999999999", "123454321", "11111111111", "letmein!", "travelshop", "dutyfree1",
]);
