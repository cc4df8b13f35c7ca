package cgx.core;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writing a file through a temporary file moved into place, so that a failure leaves any old file as it was. */
public final class AtomicFiles {
    private AtomicFiles() {}

    /** What writes the content. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes {@code file}; the absolute path written, or a clear error naming {@code what} and the file. */
    public static Path write(String what, Path file, Content content) {
        Path target = file.toAbsolutePath();
        Path tmp = null;
        try {
            Path dir = target.getParent();
            if (dir != null) Files.createDirectories(dir);
            tmp = Files.createTempFile(dir, ".cgx-", ".tmp");
            try (OutputStream out = Files.newOutputStream(tmp)) {
                content.writeTo(out);
            }
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            return target;
        } catch (IOException e) {
            throw new CgxException(what + ": cannot write " + file + ": " + e.getMessage());
        } finally {
            if (tmp != null) try { Files.deleteIfExists(tmp); } catch (IOException ignored) { }
        }
    }
}
