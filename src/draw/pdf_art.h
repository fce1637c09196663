// The drawings PdfCanvas (pdf_canvas.h) wrote for one document, and what
// they share: graphics states for alpha and symbols (a house, a tree) drawn
// once and placed by every drawing that shows one. PdfDocument writes each
// drawing as a form XObject when it is added, the symbols at the end.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "draw/affine.h"

namespace carc {

/// A drawing as PDF operators: the content of a form XObject.
struct PdfForm {
  std::string content;                ///< the operators, uncompressed
  double bbox[4] = {0, 0, 0, 0};      ///< llx lly urx ury, in its own space
  Affine matrix;                      ///< its own space to the space it is placed in
  bool uses_symbols = false;          ///< whether it places symbols
  bool group = false;                 ///< written as a transparency group (see PdfCanvas::Finish)
};

/// What the PdfCanvas drawings of a document share.
class PdfArt {
 public:
  /// The index of the symbol drawn for `key`, or -1 if there is none yet.
  int FindSymbol(const std::string& key) const;
  /// Keeps the drawing of symbol `key`; returns its index.
  int AddSymbol(const std::string& key, PdfForm form);
  /// The symbols' drawings, by index.
  const std::vector<PdfForm>& symbols() const { return symbols_; }
  /// The resource name of symbol `index` ("/S3").
  static std::string SymbolName(int index) { return "/S" + std::to_string(index); }

  /// The resource name of the graphics state setting the fill and the stroke
  /// alpha to `milli` / 1000 ("/A500"), kept for writing.
  std::string AlphaState(int milli);
  /// Every alpha used, in thousandths.
  const std::vector<int>& alphas() const { return alphas_; }

 private:
  std::vector<PdfForm> symbols_;
  std::map<std::string, int> symbol_index_;
  std::vector<int> alphas_;
};

}  // namespace carc
