package cgx.core;

import java.util.Map;

/**
 * A value with displays richer than its printed form, by MIME type ({@code image/svg+xml},
 * {@code text/html}). Front ends that can show them (a notebook) do; the terminal prints the
 * value's printed form. Front-end neutral: no front end is imported here.
 */
public interface RichDisplay {
    /** The richer displays of this value, by MIME type (never {@code text/plain}). */
    Map<String, String> mimeBundle();
}
