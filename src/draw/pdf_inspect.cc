#include "draw/pdf_inspect.h"

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFOutlineDocumentHelper.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageLabelDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>

#include "base/test_util.h"

namespace carc {
namespace test_support {

namespace {

void AddTitles(std::vector<QPDFOutlineObjectHelper> items, std::vector<std::string>* out) {
  for (QPDFOutlineObjectHelper& item : items) {
    out->push_back(item.getTitle());
    AddTitles(item.getKids(), out);
  }
}

/// A box array [llx lly urx ury] in points as mm from the bottom-left.
RectMm BoxMm(QPDFObjectHandle box) {
  QPDFObjectHandle::Rectangle r = box.getArrayAsRectangle();
  return {FromPt(r.llx), FromPt(r.lly), FromPt(r.urx - r.llx), FromPt(r.ury - r.lly)};
}

std::optional<RectMm> DeclaredBox(QPDFPageObjectHelper& page, const char* key) {
  QPDFObjectHandle box = page.getObjectHandle().getKey(key);
  if (!box.isRectangle()) return std::nullopt;
  return BoxMm(box);
}

}  // namespace

std::vector<std::string> PdfOutline(const std::string& pdf) {
  QPDF q;
  q.processFile(pdf.c_str());
  QPDFOutlineDocumentHelper outlines(q);
  std::vector<std::string> out;
  AddTitles(outlines.getTopLevelOutlines(), &out);
  return out;
}

std::vector<std::string> PdfPageLabels(const std::string& pdf) {
  QPDF q;
  q.processFile(pdf.c_str());
  QPDFPageLabelDocumentHelper labels(q);
  size_t pages = QPDFPageDocumentHelper(q).getAllPages().size();
  std::vector<std::string> out;
  for (size_t i = 0; i < pages; ++i) {
    QPDFObjectHandle label = labels.getLabelForPage((long long)i);
    if (!label.isDictionary()) {
      out.push_back("");
      continue;
    }
    std::string text = label.getKey("/P").isString() ? label.getKey("/P").getUTF8Value() : "";
    if (label.getKey("/S").isNameAndEquals("/D"))
      text += std::to_string(label.getKey("/St").isInteger() ? label.getKey("/St").getIntValue() : 1);
    out.push_back(text);
  }
  return out;
}

std::vector<PdfBoxes> PdfPageBoxes(const std::string& pdf) {
  QPDF q;
  q.processFile(pdf.c_str());
  std::vector<PdfBoxes> out;
  for (QPDFPageObjectHelper& page : QPDFPageDocumentHelper(q).getAllPages())
    out.push_back({BoxMm(page.getMediaBox()), DeclaredBox(page, "/BleedBox"), DeclaredBox(page, "/TrimBox")});
  return out;
}

QpdfCheck CheckWithQpdf(const std::string& pdf) {
  RunResult r = Run("qpdf --check '" + pdf + "'");
  std::string output = r.out + r.err;
  bool warned = output.find("WARNING") != std::string::npos || output.find("warning") != std::string::npos;
  return {r.exit_code == 0 && !warned, output};
}

}  // namespace test_support
}  // namespace carc
