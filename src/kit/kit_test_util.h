// Helpers for the kit section tests: bundled languages (and sets, from
// rules/engine_testing.h), PDF text in
// reading order with line breaks and non-breaking spaces turned to spaces.
#pragma once

#include <string>
#include <vector>

#include "kit/kit_text.h"
#include "kit/translation.h"
#include "rules/engine_testing.h"  // BundledSet
#include "spec/tile.h"

namespace carc {
namespace test_support {

/// Loads a bundled language ("en", "ro"); throws std::runtime_error on error.
Translation BundledLanguage(const std::string& code);

/// `pdftotext -raw` of a PDF (all pages, or page `page`), with every run of
/// whitespace (newlines and non-breaking spaces too) collapsed to one space.
std::string FlatText(const std::string& pdf, int page = 0);

/// The titles of a PDF's outline entries (bookmarks), each before its
/// children (draw/pdf_inspect.h).
std::vector<std::string> OutlineTitles(const std::string& pdf);

/// The page labels of a PDF, in page order (draw/pdf_inspect.h).
std::vector<std::string> PageLabels(const std::string& pdf);

/// How many times `needle` occurs in `hay`.
int Count(const std::string& hay, const std::string& needle);

}  // namespace test_support
}  // namespace carc
