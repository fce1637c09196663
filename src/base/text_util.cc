#include "base/text_util.h"

#include <algorithm>
#include <cctype>
#include <cstdio>

namespace carc {

int EditDistance(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = int(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = int(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      int subst = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, subst});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

std::string Suggest(const std::string& word, const std::vector<std::string>& candidates) {
  if (word.size() > 64) return "";
  std::string best;
  int best_distance = 3;
  for (const std::string& c : candidates) {
    int d = EditDistance(word, c);
    if (d < best_distance && 2 * d < int(std::max(word.size(), c.size()))) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

size_t ValidUtf8Length(const std::string& text, size_t i) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  size_t n = text.size();
  unsigned char c = s[i];
  size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (len == 0 || i + len > n) return 0;
  for (size_t k = 1; k < len; ++k)
    if ((s[i + k] >> 6) != 2) return 0;
  unsigned cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
  for (size_t k = 1; k < len; ++k) cp = (cp << 6) | (s[i + k] & 0x3F);
  bool overlong = (len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000);
  if (overlong || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return len;
}

long FindInvalidUtf8(const std::string& text) {
  for (size_t i = 0; i < text.size();) {
    size_t len = ValidUtf8Length(text, i);
    if (len == 0) return long(i);
    i += len;
  }
  return -1;
}

long FindControlCharacter(const std::string& text) {
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F || (c == 0xC2 && next >= 0x80 && next <= 0x9F))
      return long(i);
  }
  return -1;
}

size_t CharacterCount(const std::string& text, size_t bytes) {
  size_t n = 0;
  for (size_t i = 0; i < bytes && i < text.size(); ++i)
    n += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
  return n;
}

std::string Abbreviate(const std::string& text, size_t max) {
  if (text.size() <= max) return text;
  size_t cut = max;
  while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  return text.substr(0, cut) + "\u2026";
}

namespace {

/// Printable() and TerminalText(): the one escaping of all printed text.
/// Whether the UTF-8 sequence at `i` is a bidi embedding, override or
/// isolate (U+202A-U+202E, U+2066-U+2069): it reorders what follows.
bool IsBidiControl(const std::string& text, size_t i) {
  if (i + 2 >= text.size() || text[i] != '\xE2') return false;
  auto b = static_cast<unsigned char>(text[i + 1]), c = static_cast<unsigned char>(text[i + 2]);
  return (b == 0x80 && c >= 0xAA && c <= 0xAE) || (b == 0x81 && c >= 0xA6 && c <= 0xA9);
}

/// Whether `text` is printable ASCII (with newlines or tabs where kept), which
/// Escape returns unchanged: most text is, and checking is cheaper than copying.
bool IsPlainAscii(const std::string& text, bool keep_newlines, bool keep_tabs) {
  for (char ch : text) {
    auto c = static_cast<unsigned char>(ch);
    if (c >= 0x20 && c < 0x7F) continue;
    if ((c == '\n' && keep_newlines) || (c == '\t' && keep_tabs)) continue;
    return false;
  }
  return true;
}

std::string Escape(const std::string& text, bool keep_newlines, bool keep_tabs = false,
                   bool keep_bidi = false) {
  if (IsPlainAscii(text, keep_newlines, keep_tabs)) return text;
  std::string out;
  char buf[8];
  for (size_t i = 0; i < text.size(); ++i) {
    auto c = static_cast<unsigned char>(text[i]);
    auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
    size_t len = c < 0x80 ? 1 : ValidUtf8Length(text, i);
    if ((c == '\n' && keep_newlines) || (c == '\t' && keep_tabs)) {
      out += char(c);
    } else if (c < 0x20 || c == 0x7F || len == 0) {
      std::snprintf(buf, sizeof buf, "\\x%02X", c);  // also a byte that is not UTF-8
      out += buf;
    } else if (!keep_bidi && len == 3 && IsBidiControl(text, i)) {
      unsigned cp = ((c & 0x0Fu) << 12) | ((text[i + 1] & 0x3Fu) << 6) | (text[i + 2] & 0x3Fu);
      std::snprintf(buf, sizeof buf, "\\u%04X", cp);
      out += buf;
      i += 2;
    } else if (c == 0xC2 && next >= 0x80 && next <= 0x9F) {
      std::snprintf(buf, sizeof buf, "\\u%04X", next);
      out += buf;
      ++i;
    } else {
      out.append(text, i, len);
      i += len - 1;
    }
  }
  return out;
}

}  // namespace

std::string Printable(const std::string& text) { return Escape(text, false); }

std::string WroteLine(const std::string& path, const std::string& rest) {
  return "wrote " + Printable(path) + rest;
}

std::string TerminalText(const std::string& text) { return Escape(text, true); }

std::string DrawnText(const std::string& text) {
  if (FindInvalidUtf8(text) < 0 && FindControlCharacter(text) < 0) return text;
  return Escape(text, true, true, true);
}

std::string Join(const std::vector<std::string>& items, const std::string& sep) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) out += (i ? sep : "") + items[i];
  return out;
}

std::string CountOf(long long n, const std::string& one, const std::string& many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

namespace {

/// The length of the letter or digit starting at byte `i` of `text`, or 0:
/// ASCII letters and digits, and any character from U+00C0 on except the
/// Latin-1 signs × and ÷ and the general punctuation (spaces, dashes, quotes:
/// U+2000 to U+206F).
size_t LetterLength(const std::string& text, size_t i) {
  unsigned char c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return std::isalnum(c) ? 1 : 0;
  size_t n = ValidUtf8Length(text, i);
  if (n < 2) return 0;
  unsigned cp = n == 2 ? ((c & 0x1Fu) << 6) | (text[i + 1] & 0x3Fu)
                       : n == 3 ? ((c & 0x0Fu) << 12) | ((text[i + 1] & 0x3Fu) << 6) | (text[i + 2] & 0x3Fu)
                                : 0x10000;
  bool letter = cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 && !(cp >= 0x2000 && cp <= 0x206F);
  return letter ? n : 0;
}

/// The words of four letters or more and the numbers of `text`, each cut to
/// its first four letters and case folded (ASCII only).
std::vector<std::string> ContentWords(const std::string& text) {
  std::vector<std::string> out;
  for (size_t i = 0; i < text.size();) {
    size_t n = LetterLength(text, i);
    if (n == 0) {
      ++i;
      continue;
    }
    std::string word;
    int letters = 0;
    bool number = std::isdigit(static_cast<unsigned char>(text[i]));
    for (; i < text.size() && (n = LetterLength(text, i)) > 0; i += n, ++letters)
      if (number || letters < 4)
        for (size_t k = 0; k < n; ++k) word += char(std::tolower(static_cast<unsigned char>(text[i + k])));
    if (number || letters >= 4) out.push_back(word);
  }
  return out;
}

std::vector<std::string> Sentences(const std::string& text) {
  std::vector<std::string> out;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    bool end = (text[i] == '.' || text[i] == '!' || text[i] == '?') &&
               (i + 1 == text.size() || std::isspace(static_cast<unsigned char>(text[i + 1])));
    if (!end) continue;
    out.push_back(text.substr(start, i + 1 - start));
    start = i + 1;
  }
  out.push_back(text.substr(start));
  for (std::string& s : out) {
    size_t a = s.find_first_not_of(" \t\n"), b = s.find_last_not_of(" \t\n");
    s = a == std::string::npos ? "" : s.substr(a, b - a + 1);
  }
  return out;
}

}  // namespace

std::string NewSentences(const std::string& text, const std::string& known) {
  std::vector<std::string> known_words = ContentWords(known), kept;
  for (const std::string& sentence : Sentences(text)) {
    if (sentence.empty()) continue;
    bool repeats = true;
    for (const std::string& w : ContentWords(sentence))
      repeats &= std::find(known_words.begin(), known_words.end(), w) != known_words.end();
    if (!repeats) kept.push_back(sentence);
  }
  return Join(kept, " ");
}

}  // namespace carc
