package cgx.core;

import java.nio.file.Path;

/**
 * Where a file name a user types is read or written: relative to the session's working directory,
 * the system property {@code user.dir} (which the reference's and the docs' examples point at a
 * temporary folder, so that their {@code Save} calls write there).
 */
public final class WorkingDirectory {
    private WorkingDirectory() {}

    /** {@code name} resolved against the working directory, absolute and normalised. */
    public static Path resolve(String name) {
        return Path.of(System.getProperty("user.dir")).resolve(name).toAbsolutePath().normalize();
    }
}
