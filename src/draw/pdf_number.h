// Numbers as PDF content and objects write them: fixed decimals, no
// exponent, no trailing zeros. Faster than printf, which Cairo 1.16 calls
// for every number it writes.
#pragma once

#include <string>

namespace carc {

/// Characters FormatPdfNumber() may write.
constexpr int kPdfNumberMax = 32;

/// Writes `v` with at most `decimals` (0–6) decimals and no trailing zeros
/// ("12.5", "-3", "0.01"; "0" for anything that rounds to zero) to `out`,
/// which has room for kPdfNumberMax characters; returns how many it wrote.
int FormatPdfNumber(char* out, double v, int decimals);

/// Appends FormatPdfNumber's text for `v` to `out`.
void AppendPdfNumber(std::string* out, double v, int decimals);

/// `v` with at most six decimals and no trailing zeros ("12.5", "-3",
/// "0.000001"), as Cairo writes positions: copies placed by the rewrite land
/// exactly where Cairo would have put them, to the pixel.
std::string PdfNumber(double v);

}  // namespace carc
