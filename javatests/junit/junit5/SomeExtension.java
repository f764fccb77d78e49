package junit5;

import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

// An extension gojpf cannot run: tests that use it are skipped.
public class SomeExtension implements BeforeEachCallback {
    @Override
    public void beforeEach(ExtensionContext context) {
    }
}
