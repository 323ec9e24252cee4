// The hand the landing page offers as an example: a garde at four where a defender revokes (trick 4, card 3),
// judged under the FFT's Code d'arbitrage (its §7.5's worked example 1, as docs/french-arbitration.md tests it;
// the same record as tests/arbitration/records/example_01_defender_revokes_taker_still_makes.json, which
// tests/desk/test_desk_files.py holds equal).
export const EXAMPLE = {
  "ruleset": "french-tarot",
  "players": 4,
  "options": {"arbitration": "fft"},
  "dealer": 3,
  "hands": [["KD", "21T", "1T", "12T", "13T", "14T", "15T", "16T", "17T", "18T", "19T", "20T", "7H", "CH", "JD", "6H", "8C", "QS"], ["4D", "4T", "5H", "4S", "10S", "CS", "EX", "7T", "QC", "1D", "8S", "3T", "KH", "1S", "9C", "10H", "5D", "3S"], ["7D", "6T", "KS", "2T", "7S", "QH", "11T", "10D", "10T", "1H", "CD", "9H", "4C", "CC", "8D", "6S", "4H", "JS"], ["QD", "8T", "KC", "3H", "2S", "7C", "9D", "3C", "8H", "9S", "5C", "2C", "1C", "5T", "6C", "2H", "10C", "6D"]],
  "dog": ["JC", "5S", "2D", "JH", "9T", "3D"],
  "auction": [{"seat": 0, "call": "garde"}, {"seat": 1, "call": "pass"}, {"seat": 2, "call": "pass"}, {"seat": 3, "call": "pass"}],
  "discard": ["3D", "2D", "6H", "8C", "7H", "5S"],
  "tricks": [["16T", "EX", "11T", "8T"], ["19T", "7T", "10T", "5T"], ["12T", "3T", "2T", "KC"], ["KD", "4D", "6T", "QD"], ["KS", "9S", "QS", "CS"], ["QH", "8H", "CH", "5H"], ["8D", "9D", "JD", "1D"], ["21T", "4T", "4C", "10C"], ["17T", "10S", "CD", "7C"], ["20T", "5D", "CC", "6C"], ["18T", "3S", "6S", "6D"], ["15T", "9C", "JS", "3H"], ["JC", "QC", "9H", "5C"], ["KH", "4H", "2H", "JH"], ["10H", "1H", "1C", "14T"], ["13T", "4S", "10D", "3C"], ["9T", "8S", "7D", "2S"], ["1T", "1S", "7S", "2C"]],
};
