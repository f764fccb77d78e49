package classfile

import (
	"testing"
)

// BenchmarkParseJDK parses every class file of the host JDK's runtime image
// once per iteration. The class files are read from the image (and
// decompressed) before the timer starts, so the numbers are for Parse
// alone: ns/op is the time for the whole image, MB/s the throughput in
// class-file bytes, classes/s the rate in class files.
func BenchmarkParseJDK(b *testing.B) {
	img := openTestJDK(b)
	entries, err := img.ClassEntries()
	if err != nil {
		b.Fatal(err)
	}
	classes := make([][]byte, 0, len(entries))
	var total int64
	for _, e := range entries {
		data, err := img.ReadEntry(e)
		if err != nil {
			b.Fatalf("%s/%s: %v", e.Module, e.Name, err)
		}
		classes = append(classes, data)
		total += int64(len(data))
	}
	b.SetBytes(total)
	b.ReportAllocs()
	for b.Loop() {
		for _, data := range classes {
			if _, err := Parse(data); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.ReportMetric(float64(len(classes))*float64(b.N)/b.Elapsed().Seconds(), "classes/s")
}

// BenchmarkOpenImageAndParseString measures what a cold start costs before
// the first class is available: opening the JDK image, finding
// java/lang/String in it and parsing it.
func BenchmarkOpenImageAndParseString(b *testing.B) {
	home, err := FindJDK("")
	if err != nil {
		b.Skipf("no JDK: %v", err)
	}
	b.ReportAllocs()
	for b.Loop() {
		img, err := OpenJDK(home)
		if err != nil {
			b.Fatal(err)
		}
		data, found, err := img.Find("java/lang/String")
		if err != nil || !found {
			b.Fatalf("find java/lang/String: %v, %v", found, err)
		}
		if _, err := Parse(data); err != nil {
			b.Fatal(err)
		}
		if err := img.Close(); err != nil {
			b.Fatal(err)
		}
	}
}
