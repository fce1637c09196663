// Small string helpers shared by the loaders and reports.
#pragma once

#include <string>
#include <vector>

namespace carc {

/// Edit distance between two strings (insertions, deletions, substitutions).
int EditDistance(const std::string& a, const std::string& b);

/// The candidate closest to `word` when it is close enough to be a likely
/// typo (distance at most 2, and less than half the word), else "".
std::string Suggest(const std::string& word, const std::vector<std::string>& candidates);

/// The length of the valid UTF-8 sequence starting at byte `i`, or 0.
size_t ValidUtf8Length(const std::string& text, size_t i);

/// The byte offset of the first invalid UTF-8 sequence in `text`, or -1.
long FindInvalidUtf8(const std::string& text);

/// The byte offset of the first control character in `text` (C0 but newline
/// and tab, DEL, C1), or -1.
long FindControlCharacter(const std::string& text);

/// The number of UTF-8 characters in the first `bytes` bytes of `text`.
size_t CharacterCount(const std::string& text, size_t bytes);

/// `text` cut to at most `max` characters with "…" appended when cut, for
/// echoing user input in messages.
std::string Abbreviate(const std::string& text, size_t max = 40);

/// `text` safe to print on a terminal: control characters (C0, DEL, C1) and
/// bytes that are not UTF-8 are written as \xNN or \u00NN escapes, so input
/// cannot send terminal commands or garble the output's encoding.
std::string Printable(const std::string& text);

/// "wrote PATH" and then `rest`, PATH escaped as Printable() does: the one
/// way every "wrote ..." line names a file or folder, so a newline in its
/// name cannot start a line of its own.
std::string WroteLine(const std::string& path, const std::string& rest = "");

/// Printable() for whole lines of output: the same escapes, but a newline
/// stays a newline. Everything carckit prints passes through it (cli/terminal.h).
std::string TerminalText(const std::string& text);

/// TerminalText() for text handed to Pango or Cairo (pages, PDF metadata and
/// bookmarks): newlines and tabs stay, and a file name's byte that is not
/// UTF-8 or a player's ESC is drawn as its escape, never as a box or an error.
std::string DrawnText(const std::string& text);

/// The sentences of `text` that say something `known` does not, joined by
/// spaces. A sentence (ended by ".", "!" or "?" and a space, or by the end)
/// is left out when every number in it and every word of four letters or
/// more (compared by its first four, case folded) also occurs in `known`.
std::string NewSentences(const std::string& text, const std::string& known);

/// Joins `items` with `sep`.
std::string Join(const std::vector<std::string>& items, const std::string& sep);

/// "1 tile", "3 tiles": `n` followed by `one` when it is 1, else `many`.
std::string CountOf(long long n, const std::string& one, const std::string& many);

}  // namespace carc
