// A small JSON API with Gin, ready for the platform.
package main

import (
	"context"
	"errors"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// maxBodyBytes caps what a request body may hold, so one request cannot fill the memory
// (the platform's own cap is far larger). maxNameLength counts characters (runes), not
// bytes, as the other examples do.
const (
	maxBodyBytes  = 10 << 10
	maxNameLength = 80
)

type greetingRequest struct {
	Name string `json:"name"`
}

func newRouter() *gin.Engine {
	router := gin.New()
	router.Use(gin.Logger(), gin.Recovery())

	// The platform's health check calls this path before traffic switches over.
	router.GET("/", func(c *gin.Context) {
		c.JSON(http.StatusOK, gin.H{"service": "gin-example", "status": "ok"})
	})

	router.POST("/api/greetings", func(c *gin.Context) {
		if c.ContentType() != "application/json" {
			c.JSON(http.StatusUnsupportedMediaType, gin.H{"error": "Send the body as application/json."})
			return
		}
		c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, maxBodyBytes)
		var body greetingRequest
		if err := c.ShouldBindJSON(&body); err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				c.JSON(http.StatusRequestEntityTooLarge, gin.H{"error": "The body must not exceed 10 KiB."})
				return
			}
			c.JSON(http.StatusBadRequest, gin.H{"error": "The body is not valid JSON."})
			return
		}
		name := strings.TrimSpace(body.Name)
		if name == "" || utf8.RuneCountInString(name) > maxNameLength {
			c.JSON(http.StatusBadRequest, gin.H{"error": `"name" must be a string of 1 to 80 characters.`})
			return
		}
		c.JSON(http.StatusCreated, gin.H{"message": "Hello, " + name + "!"})
	})

	return router
}

func getenv(key, fallback string) string {
	if value := os.Getenv(key); value != "" {
		return value
	}
	return fallback
}

func main() {
	if os.Getenv("GIN_MODE") == "" {
		gin.SetMode(gin.ReleaseMode)
	}
	// The platform passes the port in PORT; HOST lets you bind to loopback locally.
	addr := net.JoinHostPort(getenv("HOST", "0.0.0.0"), getenv("PORT", "8080"))
	server := &http.Server{
		Addr:              addr,
		Handler:           newRouter(),
		ReadHeaderTimeout: 10 * time.Second,
	}

	go func() {
		log.Printf("listening on http://%s", addr)
		if err := server.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatal(err)
		}
	}()

	// The platform sends SIGTERM once the instance has drained (no new requests, the running
	// ones ended or out of time): close what is left and exit within the grace period.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, os.Interrupt)
	<-stop
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	if err := server.Shutdown(ctx); err != nil {
		log.Printf("shutdown: %v", err)
	}
}
