#include "draw/pdf_object.h"

#include <gtest/gtest.h>

namespace carc {
namespace {

int Same(int n) { return n; }

/// `text` parsed and written back, references renumbered by `renumber`.
std::string RoundTrip(const std::string& text, const std::function<int(int)>& renumber = Same) {
  size_t pos = 0;
  PdfValue v;
  EXPECT_TRUE(ParsePdfValue(text, &pos, &v)) << text;
  std::string out;
  WritePdfValue(v, renumber, &out);
  return out;
}

TEST(PdfObjectTest, ReadsWhatCairoWrites) {
  // A page as Cairo 1.16 writes it, comment and all.
  std::string page =
      "<< /Type /Page % 1\n   /Parent 1 0 R\n   /MediaBox [ 0 0 595.275591 841.889764 ]\n"
      "   /Contents 4 0 R\n   /Group <<\n      /Type /Group\n      /S /Transparency\n      /I true\n"
      "   >>\n   /Resources 3 0 R\n>>";
  size_t pos = 0;
  PdfValue v;
  ASSERT_TRUE(ParsePdfValue(page, &pos, &v));
  EXPECT_EQ(pos, page.size());
  ASSERT_EQ(v.kind, PdfValue::Kind::Dict);
  ASSERT_NE(v.Find("/Parent"), nullptr);
  EXPECT_EQ(v.Find("/Parent")->kind, PdfValue::Kind::Ref);
  EXPECT_EQ(v.Find("/Parent")->ref, 1);
  const PdfValue* box = v.Find("/MediaBox");
  ASSERT_NE(box, nullptr);
  ASSERT_EQ(box->items.size(), 4u);
  EXPECT_DOUBLE_EQ(box->items[3].NumberValue(), 841.889764);
  EXPECT_EQ(v.Find("/Group")->Find("/I")->kind, PdfValue::Kind::Bool);
  EXPECT_EQ(v.Find("/Nothing"), nullptr);
}

TEST(PdfObjectTest, RenumbersReferencesAndNothingElse) {
  auto plus100 = [](int n) { return n + 100; };
  // Numbers that only look like the start of a reference stay numbers; a
  // string holding "1 0 R" is text.
  EXPECT_EQ(RoundTrip("[1 0 R 2 3 4 0 R (5 0 R) 6 7]", plus100), "[101 0 R 2 3 104 0 R (5 0 R) 6 7]");
  EXPECT_EQ(RoundTrip("<</Dest [9 0 R /XYZ null null 0]>>", plus100), "<</Dest [109 0 R /XYZ null null 0] >>");
}

TEST(PdfObjectTest, StringsKeepTheirBytes) {
  // Escaped and nested brackets, a hex string, names with digits.
  EXPECT_EQ(RoundTrip("(a \\) b (c) d)"), "(a \\) b (c) d)");
  EXPECT_EQ(RoundTrip("<FEFF0054>"), "<FEFF0054>");
  EXPECT_EQ(RoundTrip("[/f-0-0 /a0 -3.5 .5]"), "[/f-0-0 /a0 -3.5 .5]");
  EXPECT_EQ(RoundTrip("<</Title (x)/Count -1>>"), "<</Title (x) /Count -1 >>");
}

TEST(PdfObjectTest, BadSyntaxIsRefused) {
  for (std::string bad : {"<< /A 1", "[1 2", "(open", "<</A>>", "", "BT", "<< 1 2 >>"}) {
    size_t pos = 0;
    PdfValue v;
    EXPECT_FALSE(ParsePdfValue(bad, &pos, &v)) << bad;
  }
}

TEST(PdfObjectTest, AKeyGivenTwiceIsKeptOnceWithItsLastValue) {
  EXPECT_EQ(RoundTrip("<</x21 5 0 R /a 1 /x21 6 0 R>>"), "<</x21 6 0 R /a 1 >>");
}

TEST(PdfObjectTest, DictionariesAreEdited) {
  PdfValue d = PdfValue::Dict();
  d.Set("/A", PdfValue::Number("1"));
  d.Set("/B", PdfValue::Name("/X"));
  d.Set("/A", PdfValue::Ref(7));
  d.Remove("/B");
  d.Remove("/Missing");
  std::string out;
  WritePdfValue(d, Same, &out);
  EXPECT_EQ(out, "<</A 7 0 R >>");
}

}  // namespace
}  // namespace carc
