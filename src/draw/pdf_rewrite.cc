#include "draw/pdf_rewrite.h"


// qpdf 11: use std::shared_ptr throughout, not its old PointerHolder.
#define POINTERHOLDER_TRANSITION 4

#include <qpdf/InputSource.hh>
#include <qpdf/Pipeline.hh>
#include <qpdf/Pl_Flate.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <exception>
#include <map>
#include <set>

namespace carc {

namespace {

/// Passes QPDFWriter's output on to an AtomicOutput, which keeps any write
/// error for Commit() to report.
class OutputPipeline : public Pipeline {
 public:
  explicit OutputPipeline(AtomicOutput* out) : Pipeline("carckit output", nullptr), out_(out) {}
  void write(unsigned char const* data, size_t len) override { out_->Write(data, len); }
  void finish() override {}

 private:
  AtomicOutput* out_;
};

/// Cairo's PDF as qpdf reads it: a seekable file seen through a 64 KiB window
/// read with pread(). qpdf's own FileInputSource seeks and re-reads through
/// stdio for almost every token (131,000 lseek() calls for a 960-page deck,
/// 40 % more time for the whole render); holding the file in memory instead
/// costs its size, which grows with the pages.
class FileWindow : public InputSource {
 public:
  FileWindow(const std::string& name, int fd) : name_(name), fd_(fd) {
    struct stat st;
    if (fstat(fd, &st) != 0) Fail();
    size_ = st.st_size;
  }

  qpdf_offset_t findAndSkipNextEOL() override {
    char c = 0;
    while (pos_ < size_ && (c = At(pos_)) != '\r' && c != '\n') ++pos_;
    if (pos_ >= size_) return last_offset = pos_ = size_;
    qpdf_offset_t eol = pos_++;
    while (pos_ < size_ && ((c = At(pos_)) == '\r' || c == '\n')) ++pos_;
    return eol;
  }
  const std::string& getName() const override { return name_; }
  qpdf_offset_t tell() override { return pos_; }
  void seek(qpdf_offset_t offset, int whence) override {
    qpdf_offset_t to = whence == SEEK_SET ? offset : whence == SEEK_END ? size_ + offset : pos_ + offset;
    if (to < 0) throw std::runtime_error(name_ + ": seek before the start of Cairo's output");
    pos_ = to;
  }
  void rewind() override { pos_ = 0; }
  size_t read(char* buffer, size_t length) override {
    last_offset = pos_;
    size_t done = 0;
    while (done < length && pos_ < size_) {
      Load(pos_);
      size_t from = size_t(pos_ - start_), n = std::min(length - done, window_.size() - from);
      std::memcpy(buffer + done, window_.data() + from, n);
      done += n;
      pos_ += qpdf_offset_t(n);
    }
    return done;
  }
  void unreadCh(char) override {
    if (pos_ > 0) --pos_;
  }

 private:
  static constexpr qpdf_offset_t kWindow = 1 << 16;

  /// The byte at `offset` (< size_).
  char At(qpdf_offset_t offset) {
    Load(offset);
    return window_[size_t(offset - start_)];
  }
  /// Makes the window hold `offset` (< size_).
  void Load(qpdf_offset_t offset) {
    if (offset >= start_ && offset < start_ + qpdf_offset_t(window_.size())) return;
    start_ = offset - offset % kWindow;
    window_.resize(size_t(std::min(kWindow, size_ - start_)));
    size_t got = 0;
    while (got < window_.size()) {
      ssize_t n = pread(fd_, &window_[got], window_.size() - got, start_ + qpdf_offset_t(got));
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) Fail();
      got += size_t(n);
    }
  }
  [[noreturn]] void Fail() {
    start_ = size_;
    window_.clear();
    throw std::runtime_error(std::string("cannot read Cairo's output back: ") +
                             (errno ? std::strerror(errno) : "it is shorter than it was"));
  }

  std::string name_;
  int fd_;
  qpdf_offset_t size_ = 0, pos_ = 0;
  qpdf_offset_t start_ = 0;  ///< offset of window_'s first byte
  std::string window_;
};

/// The name a form has in the resources of the pages that place it (Cairo's
/// own resources are /x1, /a0, /f-0-0 ...: no clash).
std::string FormName(int form) { return "/CarcF" + std::to_string(form); }

/// The top-left corner of a page or form in PDF coordinates (points, y up),
/// where positions given in mm from the top-left start.
struct TopLeft {
  double x = 0, y = 0;

  explicit TopLeft(const QPDFObjectHandle::Rectangle& box) : x(box.llx), y(box.ury) {}
  TopLeft(double left, double top) : x(left), y(top) {}
  double X(Mm mm) const { return x + mm.pt(); }
  double Y(Mm mm) const { return y - mm.pt(); }
};

/// A rectangle given in mm from `origin`, as "llx lly w h" for the `re` operator.
std::string PdfRect(const RectMm& r, const TopLeft& origin) {
  return PdfNumber(origin.X(r.x)) + " " + PdfNumber(origin.Y(r.y + r.h)) + " " +
         PdfNumber(r.w.pt()) + " " + PdfNumber(r.h.pt());
}

/// A page box given in mm from `origin`, as a PDF array [llx lly urx ury].
QPDFObjectHandle BoxArray(const RectMm& r, const TopLeft& origin) {
  return QPDFObjectHandle::newArray(std::vector<QPDFObjectHandle>{
      QPDFObjectHandle::newReal(PdfNumber(origin.X(r.x))),
      QPDFObjectHandle::newReal(PdfNumber(origin.Y(r.y + r.h))),
      QPDFObjectHandle::newReal(PdfNumber(origin.X(r.x + r.w))),
      QPDFObjectHandle::newReal(PdfNumber(origin.Y(r.y)))});
}

/// A form with the top-left corner of its box, for placing it by that corner.
struct Form {
  QPDFObjectHandle object;
  TopLeft corner;
};

/// The form XObject showing what Cairo drew on `page`. Cairo writes a page's
/// drawing as one content stream; that stream itself becomes the form, its
/// compressed data kept as it is. Anything else goes through qpdf's general
/// (and slower) conversion.
QPDFObjectHandle PageAsForm(QPDFPageObjectHelper& page) {
  QPDFObjectHandle contents = page.getObjectHandle().getKey("/Contents");
  if (contents.isArray() && contents.getArrayNItems() == 1) contents = contents.getArrayItem(0);
  if (!contents.isStream()) {
    QPDFObjectHandle form = page.getFormXObjectForPage(false);
    form.getDict().removeKey("/Group");
    return form;
  }
  QPDFObjectHandle dict = contents.getDict();
  dict.replaceKey("/Type", QPDFObjectHandle::newName("/XObject"));
  dict.replaceKey("/Subtype", QPDFObjectHandle::newName("/Form"));
  dict.replaceKey("/BBox", page.getMediaBox().shallowCopy());
  dict.replaceKey("/Resources", page.getAttribute("/Resources", false));
  return contents;
}

/// Turns the last `count` pages into forms and takes them out of the document.
/// (No transparency group of their own, as the page had: what Cairo drew in
/// them has its groups, and one more makes viewers blend anti-aliased edges
/// twice, so that abutting copies show seams.)
std::vector<Form> TakeFormPages(QPDFPageDocumentHelper& doc, size_t count) {
  std::vector<QPDFPageObjectHelper> all = doc.getAllPages();
  if (all.size() < count) throw std::runtime_error("the forms' pages are missing");
  std::vector<Form> forms;
  for (size_t i = all.size() - count; i < all.size(); ++i) {
    forms.push_back({PageAsForm(all[i]), TopLeft(all[i].getMediaBox().getArrayAsRectangle())});
    doc.removePage(all[i]);
  }
  return forms;
}

QPDFObjectHandle Real(double v, int decimals) {
  std::string s;
  AppendPdfNumber(&s, v, decimals);
  return QPDFObjectHandle::newReal(s);
}

/// A form XObject of `art`'s with the given resources.
QPDFObjectHandle ArtForm(QPDF& pdf, const PdfForm& form, const QPDFObjectHandle& resources) {
  QPDFObjectHandle stream = QPDFObjectHandle::newStream(&pdf, form.content);
  QPDFObjectHandle dict = stream.getDict();
  dict.replaceKey("/Type", QPDFObjectHandle::newName("/XObject"));
  dict.replaceKey("/Subtype", QPDFObjectHandle::newName("/Form"));
  std::vector<QPDFObjectHandle> bbox;
  for (double v : form.bbox) bbox.push_back(Real(v, 3));
  dict.replaceKey("/BBox", QPDFObjectHandle::newArray(bbox));
  const Affine& m = form.matrix;
  if (m.a != 1 || m.b != 0 || m.c != 0 || m.d != 1 || m.e != 0 || m.f != 0)
    dict.replaceKey("/Matrix", QPDFObjectHandle::newArray(std::vector<QPDFObjectHandle>{
                                   Real(m.a, 6), Real(m.b, 6), Real(m.c, 6), Real(m.d, 6), Real(m.e, 3), Real(m.f, 3)}));
  dict.replaceKey("/Resources", resources);
  return stream;
}

/// The top-left corner of a form's box where it is placed.
TopLeft CornerOf(const PdfForm& form) {
  double left = 1e300, top = -1e300;
  for (int i : {0, 2})
    for (int j : {1, 3}) {
      double x = form.bbox[i], y = form.bbox[j];
      form.matrix.Apply(&x, &y);
      left = std::min(left, x), top = std::max(top, y);
    }
  return {left, top};
}

/// `art`'s drawings as form XObjects, all sharing one resource dictionary
/// (its alpha states and its symbols, each written once).
std::vector<Form> ArtForms(QPDF& pdf, const PdfArt& art) {
  std::vector<Form> out;
  if (art.forms().empty()) return out;
  QPDFObjectHandle states = QPDFObjectHandle::newDictionary();
  for (int milli : art.alphas()) {
    QPDFObjectHandle gs = QPDFObjectHandle::newDictionary();
    gs.replaceKey("/Type", QPDFObjectHandle::newName("/ExtGState"));
    gs.replaceKey("/CA", Real(milli / 1000.0, 3));
    gs.replaceKey("/ca", Real(milli / 1000.0, 3));
    states.replaceKey("/A" + std::to_string(milli), gs);
  }
  states = pdf.makeIndirectObject(states);
  QPDFObjectHandle symbol_resources = QPDFObjectHandle::newDictionary();
  symbol_resources.replaceKey("/ExtGState", states);
  symbol_resources = pdf.makeIndirectObject(symbol_resources);
  QPDFObjectHandle symbols = QPDFObjectHandle::newDictionary();
  for (size_t i = 0; i < art.symbols().size(); ++i)
    symbols.replaceKey(PdfArt::SymbolName(int(i)), ArtForm(pdf, art.symbols()[i], symbol_resources));
  QPDFObjectHandle resources = QPDFObjectHandle::newDictionary();
  resources.replaceKey("/ExtGState", states);
  if (!art.symbols().empty()) resources.replaceKey("/XObject", pdf.makeIndirectObject(symbols));
  resources = pdf.makeIndirectObject(resources);
  QPDFObjectHandle group = QPDFObjectHandle::newDictionary();
  group.replaceKey("/Type", QPDFObjectHandle::newName("/Group"));
  group.replaceKey("/S", QPDFObjectHandle::newName("/Transparency"));
  group.replaceKey("/CS", QPDFObjectHandle::newName("/DeviceRGB"));
  group.replaceKey("/I", QPDFObjectHandle::newBool(true));
  group = pdf.makeIndirectObject(group);
  for (const PdfForm& f : art.forms()) {
    QPDFObjectHandle form = ArtForm(pdf, f, resources);
    if (f.group) form.getDict().replaceKey("/Group", group);
    out.push_back({form, CornerOf(f)});
  }
  return out;
}

/// The content that paints `placed` forms, positions in mm from `origin`.
std::string PlacementContent(const std::vector<FormPlacement>& placed, const std::vector<Form>& forms,
                             const TopLeft& origin) {
  std::string content;
  for (const FormPlacement& p : placed) {
    const Form& form = forms.at(size_t(p.form));
    content += "q ";
    if (p.clip) content += PdfRect(*p.clip, origin) + " re W n ";
    // Moves the form's top-left corner onto the placement's.
    content += "1 0 0 1 " + PdfNumber(origin.X(p.at.x) - form.corner.x) + " " +
               PdfNumber(origin.Y(p.at.y) - form.corner.y) + " cm " + FormName(p.form) + " Do Q\n";
  }
  return content;
}

/// Paints the page's forms beneath what Cairo drew on it and names them in
/// its resources. The content is made when the writer asks for it, so the
/// pages' texts are never all held at once (`placed` and `forms` must live
/// until the PDF is written).
void PlaceForms(QPDF& pdf, QPDFPageObjectHelper& page, const std::vector<FormPlacement>& placed,
                const std::vector<Form>& forms, const TopLeft& origin) {
  std::set<int> used;
  for (const FormPlacement& p : placed) used.insert(p.form);
  // The names are added where they are, not to a copy: Cairo gives every page
  // its own resources, and were a dictionary shared, every page would still
  // find its forms there (a form has one name in the whole document). A copy
  // for each page cost a 960-page deck 1.3 MB.
  QPDFObjectHandle resources = page.getAttribute("/Resources", false);
  if (!resources.isDictionary()) {
    resources = QPDFObjectHandle::newDictionary();
    page.getObjectHandle().replaceKey("/Resources", resources);
  }
  QPDFObjectHandle xobjects = resources.getKey("/XObject");
  if (!xobjects.isDictionary()) {
    xobjects = QPDFObjectHandle::newDictionary();
    resources.replaceKey("/XObject", xobjects);
  }
  for (int f : used) xobjects.replaceKey(FormName(f), forms.at(size_t(f)).object);
  QPDFObjectHandle content = QPDFObjectHandle::newStream(&pdf);
  content.replaceStreamData(
      [&placed, &forms, origin](Pipeline* out) {
        std::string text = PlacementContent(placed, forms, origin);
        out->write(reinterpret_cast<const unsigned char*>(text.data()), text.size());
        out->finish();
      },
      QPDFObjectHandle::newNull(), QPDFObjectHandle::newNull());
  page.addPageContents(content, true);
}

/// Page boxes written once for all the pages that have them (every sheet of
/// a deck has the same): one shared array, not one for each page.
class BoxWriter {
 public:
  explicit BoxWriter(QPDF& pdf) : pdf_(pdf) {}

  void Set(QPDFPageObjectHelper& page, const PageBoxes& boxes, const TopLeft& origin) {
    if (boxes.bleed) page.getObjectHandle().replaceKey("/BleedBox", Box(*boxes.bleed, origin));
    if (boxes.trim) page.getObjectHandle().replaceKey("/TrimBox", Box(*boxes.trim, origin));
  }

 private:
  QPDFObjectHandle Box(const RectMm& r, const TopLeft& origin) {
    std::array<double, 4> key{origin.X(r.x), origin.Y(r.y), r.w.v, r.h.v};
    auto found = boxes_.find(key);
    if (found != boxes_.end()) return found->second;
    return boxes_[key] = pdf_.makeIndirectObject(BoxArray(r, origin));
  }

  QPDF& pdf_;
  std::map<std::array<double, 4>, QPDFObjectHandle> boxes_;
};

/// Page labels of pages that are gone (the form pages) are dropped.
void TrimPageLabels(QPDF& pdf, int pages) {
  QPDFObjectHandle labels = pdf.getRoot().getKey("/PageLabels");
  if (!labels.isDictionary()) return;
  QPDFObjectHandle nums = labels.getKey("/Nums");
  if (!nums.isArray()) return;
  std::vector<QPDFObjectHandle> kept;
  for (int i = 0; i + 1 < nums.getArrayNItems(); i += 2) {
    QPDFObjectHandle index = nums.getArrayItem(i);
    if (index.isInteger() && index.getIntValue() >= pages) continue;
    kept.push_back(index);
    kept.push_back(nums.getArrayItem(i + 1));
  }
  labels.replaceKey("/Nums", QPDFObjectHandle::newArray(kept));
}

}  // namespace

Status RewritePdf(int cairo_pdf, const std::vector<PageExtras>& pages,
                  const std::vector<FormSource>& sources, const PdfArt& art, AtomicOutput* out) {
  try {
    QPDF pdf;
    pdf.setSuppressWarnings(true);  // Cairo's doubled resource names; the rewrite drops them
    pdf.processInputSource(std::make_shared<FileWindow>(out->path(), cairo_pdf));
    QPDFPageDocumentHelper doc(pdf);
    size_t form_pages = 0;
    for (const FormSource& f : sources) form_pages += f.cairo;
    std::vector<Form> cairo_forms = TakeFormPages(doc, form_pages), art_forms = ArtForms(pdf, art), forms;
    for (const FormSource& f : sources) forms.push_back((f.cairo ? cairo_forms : art_forms).at(f.index));
    std::vector<QPDFPageObjectHelper> all = doc.getAllPages();
    if (all.size() != pages.size())
      throw std::runtime_error("Cairo wrote " + std::to_string(all.size()) + " pages, not " +
                               std::to_string(pages.size()));
    BoxWriter boxes(pdf);
    for (size_t i = 0; i < all.size(); ++i) {
      TopLeft origin(all[i].getMediaBox().getArrayAsRectangle());
      if (!pages[i].forms.empty()) PlaceForms(pdf, all[i], pages[i].forms, forms, origin);
      boxes.Set(all[i], pages[i].boxes, origin);
    }
    if (form_pages > 0) TrimPageLabels(pdf, int(all.size()));
    OutputPipeline pipeline(out);
    // The fastest deflate: zlib's default level costs base-c1's render 31 M
    // more instructions (12 %) to save 15 KB of 170.
    Pl_Flate::setCompressionLevel(1);
    QPDFWriter writer(pdf);
    writer.setOutputPipeline(&pipeline);
    writer.setObjectStreamMode(qpdf_o_generate);
    writer.write();
  } catch (const std::exception& e) {
    return Status::Io(out->path() + ": error: cannot write PDF: " + e.what());
  }
  return Status::Ok();
}

}  // namespace carc
